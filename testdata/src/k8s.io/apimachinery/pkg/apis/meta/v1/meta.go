// Package v1 is a test stub of k8s.io/apimachinery/pkg/apis/meta/v1.
package v1

type ObjectMeta struct {
	Name, Namespace, ResourceVersion string
	Labels                           map[string]string
}

func (m *ObjectMeta) GetName() string { return m.Name }

type (
	CreateOptions struct{}
	UpdateOptions struct{}
	GetOptions    struct{}
)

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

// StatusReason says why a request failed.
type StatusReason string

// Reasons of the API server's answers.
const (
	StatusReasonConflict           StatusReason = "Conflict"
	StatusReasonNotFound           StatusReason = "NotFound"
	StatusReasonServiceUnavailable StatusReason = "ServiceUnavailable"
)

// Status is the API server's answer to a failed request.
type Status struct {
	Message string
	Reason  StatusReason
	Code    int32
}

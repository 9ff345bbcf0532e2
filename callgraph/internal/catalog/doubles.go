package catalog

// MockFields are the types whose field (or embedded field) marks a
// struct as a generated test double: gomock's controller (mockgen) and
// testify's Mock (mockery). Such types are often kept in non-test files
// beside the code; no production value is one.
var MockFields = []string{
	"go.uber.org/mock/gomock.Controller", "github.com/golang/mock/gomock.Controller",
	"github.com/stretchr/testify/mock.Mock",
}

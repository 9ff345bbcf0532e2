package catalog

import "strings"

// Answers are errors that report a state, not a failure: the thing asked
// for is not there (a NotFound fault, os.ErrNotExist, sql.ErrNoRows) or
// not ready yet (an OAuth device flow's AuthorizationPending). A call
// that returns one has worked: a loop that goes on to the next element
// or asks again only on such an error walks or polls; it does not retry.

// answerWords are the words of an error's type, variable or predicate
// name, compared without case, that say it is an answer.
var answerWords = []string{"notfound", "notexist", "nosuch", "norows", "doesnotexist", "pending", "notready"}

// answerKeys are answers whose names say nothing by themselves.
var answerKeys = map[string]bool{
	"github.com/redis/go-redis/v9.Nil": true,
	"github.com/go-redis/redis/v8.Nil": true,
}

// answerConsts are answers declared as constants of an error type (a
// constant has no object to name it): go-redis's Nil is the constant
// proto.RedisError("redis: nil").
var answerConsts = map[string]string{
	"github.com/redis/go-redis/v9/internal/proto.RedisError": "redis: nil",
	"github.com/go-redis/redis/v8/internal/proto.RedisError": "redis: nil",
}

// AnswerConst reports whether a constant of the type with typeKey and
// string value val is an answer.
func AnswerConst(typeKey, val string) bool {
	want, ok := answerConsts[typeKey]
	return ok && want == val
}

// AnswerName reports whether the name of an error type, an error
// variable or a predicate on errors (IsNotFound, ErrNoSuchKey,
// GlobalClusterNotFoundFault, AuthorizationPendingException) says the
// error is an answer.
func AnswerName(name string) bool {
	name = strings.ToLower(name)
	for _, w := range answerWords {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// AnswerKey reports whether the package-level error with key is an
// answer: by its name, or by a row.
func AnswerKey(key string) bool {
	key = CanonicalKey(key)
	return answerKeys[key] || AnswerName(key[strings.LastIndexByte(key, '.')+1:])
}

// Permanent markers wrap an error to stop the retry that runs the
// operation returning it: cenkalti's backoff.Permanent, avast's
// retry.Unrecoverable, and a project's own FatalError or
// PermanentError type, which its retry helper tests for. An operation
// that returns its call's failure so marked makes that call once per
// run when it fails: the retry goes round only on its other returns.
var permanentKeys = map[string]bool{
	"github.com/cenkalti/backoff/v4.Permanent":                    true,
	"github.com/cenkalti/backoff/v4.PermanentError":               true,
	"github.com/cenkalti/backoff/v5.Permanent":                    true,
	"github.com/cenkalti/backoff/v5.PermanentError":               true,
	"github.com/avast/retry-go/v4.Unrecoverable":                  true,
	"github.com/avast/retry-go/v5.Unrecoverable":                  true,
	"github.com/avast/retry-go.Unrecoverable":                     true,
	"go.temporal.io/sdk/temporal.NewNonRetryableApplicationError": true,
}

// permanentWords are the words of a project's marker, compared without
// case, in the name of the function that wraps the error or of the
// error's type.
var permanentWords = []string{"permanent", "unrecoverable", "fatal", "nonretryable", "notretryable", "unretryable", "noretry"}

// PermanentMarker reports whether the function or error type with key
// marks an error as one that ends the retry: a row, or, outside the
// modelled libraries, a name with one of permanentWords.
func PermanentMarker(key string) bool {
	key = CanonicalKey(key)
	if permanentKeys[key] {
		return true
	}
	if Modelled(pkgOf(key)) {
		return false
	}
	name := strings.ToLower(key[strings.LastIndexByte(key, '.')+1:])
	for _, w := range permanentWords {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

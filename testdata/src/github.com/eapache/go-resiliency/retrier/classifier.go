package retrier

// Action says how the Retrier proceeds.
type Action int

// The actions.
const (
	Succeed Action = iota
	Fail
	Retry
)

// Classifier classifies errors for a Retrier.
type Classifier interface {
	Classify(error) Action
}

// DefaultClassifier retries every non-nil error.
type DefaultClassifier struct{}

// Classify implements Classifier.
func (c DefaultClassifier) Classify(err error) Action {
	if err == nil {
		return Succeed
	}
	return Retry
}

// WhitelistClassifier retries only the listed errors.
type WhitelistClassifier []error

// Classify implements Classifier.
func (list WhitelistClassifier) Classify(err error) Action { return Retry }

// BlacklistClassifier retries every error but the listed ones.
type BlacklistClassifier []error

// Classify implements Classifier.
func (list BlacklistClassifier) Classify(err error) Action { return Retry }

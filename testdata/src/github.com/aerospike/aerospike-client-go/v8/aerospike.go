// Package aerospike is a stub of github.com/aerospike/aerospike-client-go/v8
// (v8.5.0), with the real signatures of the functions the fixtures call.
package aerospike

// Error is aerospike's error interface.
type Error interface{ error }

// BasePolicy encapsulates parameters for transaction policy attributes
// used in all database operation calls.
type BasePolicy struct {
	// MaxRetries determines the maximum number of retries before aborting
	// the current command. Default for read: 2.
	MaxRetries int
}

// NewPolicy generates a new BasePolicy instance with default values.
func NewPolicy() *BasePolicy { return &BasePolicy{MaxRetries: 2} }

// WritePolicy encapsulates parameters for policy attributes used in
// write operations.
type WritePolicy struct {
	BasePolicy
	Generation uint32
	Expiration uint32
}

// NewWritePolicy initializes a new WritePolicy instance with default
// parameters (MaxRetries 0).
func NewWritePolicy(generation, expiration uint32) *WritePolicy {
	return &WritePolicy{BasePolicy: BasePolicy{MaxRetries: 0}}
}

// BatchPolicy encapsulates parameters for policy attributes used in
// batch operations.
type BatchPolicy struct{ BasePolicy }

// Key is the unique record identifier.
type Key struct{}

// NewKey initializes a key from namespace, optional set name and user
// key.
func NewKey(namespace string, setName string, key interface{}) (*Key, Error) { return &Key{}, nil }

// BinMap is used to define a map of bin names to values.
type BinMap map[string]interface{}

// Bin encapsulates a field name/value pair.
type Bin struct{}

// Record is the container struct for database records.
type Record struct{ Bins BinMap }

// Operation contains operation definition.
type Operation struct{}

// Client encapsulates an Aerospike cluster.
type Client struct {
	DefaultPolicy      *BasePolicy
	DefaultWritePolicy *WritePolicy
}

// NewClient generates a new Client instance.
func NewClient(hostname string, port int) (*Client, Error) { return &Client{}, nil }

// Put writes record bin(s) to the server.
func (clnt *Client) Put(policy *WritePolicy, key *Key, binMap BinMap) Error { return nil }

// PutBins writes record bin(s) to the server.
func (clnt *Client) PutBins(policy *WritePolicy, key *Key, bins ...*Bin) Error { return nil }

// Append appends bin value's string to existing record bin values.
func (clnt *Client) Append(policy *WritePolicy, key *Key, binMap BinMap) Error { return nil }

// Prepend prepends bin value's string to existing record bin values.
func (clnt *Client) Prepend(policy *WritePolicy, key *Key, binMap BinMap) Error { return nil }

// Add adds integer bin values to existing record bin values.
func (clnt *Client) Add(policy *WritePolicy, key *Key, binMap BinMap) Error { return nil }

// Delete deletes a record for specified key.
func (clnt *Client) Delete(policy *WritePolicy, key *Key) (bool, Error) { return false, nil }

// Touch updates a record's metadata.
func (clnt *Client) Touch(policy *WritePolicy, key *Key) Error { return nil }

// Exists determine if a record key exists.
func (clnt *Client) Exists(policy *BasePolicy, key *Key) (bool, Error) { return false, nil }

// Get reads a record header and bins for specified key.
func (clnt *Client) Get(policy *BasePolicy, key *Key, binNames ...string) (*Record, Error) {
	return nil, nil
}

// GetHeader reads a record generation and expiration only for specified
// key.
func (clnt *Client) GetHeader(policy *BasePolicy, key *Key) (*Record, Error) { return nil, nil }

// BatchGet reads multiple record headers and bins for specified keys.
func (clnt *Client) BatchGet(policy *BatchPolicy, keys []*Key, binNames ...string) ([]*Record, Error) {
	return nil, nil
}

// BatchExists determines if multiple record keys exist in one batch
// request.
func (clnt *Client) BatchExists(policy *BatchPolicy, keys []*Key) ([]bool, Error) { return nil, nil }

// Operate performs multiple read/write operations on a single key in one
// batch request.
func (clnt *Client) Operate(policy *WritePolicy, key *Key, operations ...*Operation) (*Record, Error) {
	return nil, nil
}

// Package credentials is a stub of minio-go's credentials package.
package credentials

// Credentials holds the keys.
type Credentials struct{ id, secret string }

// NewStaticV4 returns static V4 credentials.
func NewStaticV4(id, secret, token string) *Credentials { return &Credentials{id, secret} }

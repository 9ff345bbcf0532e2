// Package gcp runs nestedretry against the real gax-go and a real
// generated Google Cloud client (Secret Manager): the generated methods
// whose default call options retry are inner retry owners.
package gcp

import (
	"context"

	secretmanager "cloud.google.com/go/secretmanager/apiv1"
	"cloud.google.com/go/secretmanager/apiv1/secretmanagerpb"
	"github.com/avast/retry-go/v4"
)

// Access: AccessSecretVersion retries by its defaults (Unavailable,
// ResourceExhausted) until its timeout: 3 × ?.
func Access(ctx context.Context, c *secretmanager.Client, name string) ([]byte, error) {
	var payload []byte
	err := retry.Do(func() error {
		resp, err := c.AccessSecretVersion(ctx, &secretmanagerpb.AccessSecretVersionRequest{Name: name}) // want `^retry\.Do \(3 attempts\) calls secretmanager\.Client\.AccessSecretVersion, which reaches secretmanager\.\w+\.AccessSecretVersion \(gax\.Invoke, \? attempts\): up to \? calls per operation`
		if err != nil {
			return err
		}
		payload = resp.GetPayload().GetData()
		return nil
	}, retry.Attempts(3))
	return payload, err
}

// Create is fine: CreateSecret's defaults do not retry.
func Create(ctx context.Context, c *secretmanager.Client, parent string) error {
	return retry.Do(func() error {
		_, err := c.CreateSecret(ctx, &secretmanagerpb.CreateSecretRequest{Parent: parent, SecretId: "s"})
		return err
	}, retry.Attempts(3))
}

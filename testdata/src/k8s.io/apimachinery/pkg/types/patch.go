// Package types is a test stub of k8s.io/apimachinery/pkg/types.
package types

// PatchType is the type of a patch.
type PatchType string

// MergePatchType is a JSON merge patch.
const MergePatchType PatchType = "application/merge-patch+json"

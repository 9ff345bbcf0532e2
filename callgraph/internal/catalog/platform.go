package catalog

// minio-go v7, client-go's REST client, stripe-go, go-micro: the rows of this family.

func platformEntries() []*Entry { return nil }

func platformValues() []*Value { return nil }

func platformWrites() []*Write { return nil }

// platformFamilies are this family's rows of the README's library table.
var platformFamilies []Family

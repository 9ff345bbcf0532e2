package catalog

// go-elasticsearch v8 (on elastic-transport-go v8) and opensearch-go v4: the rows of this family.

func elasticEntries() []*Entry { return nil }

func elasticValues() []*Value { return nil }

func elasticWrites() []*Write { return nil }

// elasticFamilies are this family's rows of the README's library table.
var elasticFamilies []Family

package catalog

// Temporal (go.temporal.io/sdk): the rows of this family.

func temporalEntries() []*Entry { return nil }

func temporalValues() []*Value { return nil }

func temporalWrites() []*Write { return nil }

// temporalFamilies are this family's rows of the README's library table.
var temporalFamilies []Family

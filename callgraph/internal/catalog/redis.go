package catalog

// go-redis v9 (github.com/redis/go-redis/v9): the rows of this family.

func redisEntries() []*Entry { return nil }

func redisValues() []*Value { return nil }

func redisWrites() []*Write { return nil }

// redisFamilies are this family's rows of the README's library table.
var redisFamilies []Family

package catalog

// Kafka producers: sarama (github.com/IBM/sarama) and kafka-go (github.com/segmentio/kafka-go): the rows of this family.

func kafkaEntries() []*Entry { return nil }

func kafkaValues() []*Value { return nil }

func kafkaWrites() []*Write { return nil }

// kafkaFamilies are this family's rows of the README's library table.
var kafkaFamilies []Family

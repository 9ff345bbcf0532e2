// Package redis exercises github.com/redis/go-redis/v9 (v9.23.0).
package redis

import _ "github.com/redis/go-redis/v9"

module github.com/sethvargo/go-retry

go 1.22

package catalog

// Unprocessed reports whether an HTTP status says that the server did
// not process the request it answers, so that sending the same write
// again cannot apply it twice: 401 (not authenticated; sent again with
// fresh credentials), 408 (the request did not arrive in time), 425 (too
// early: the server would not risk a replay) and 429 (too many requests:
// rejected before it was processed; RFC 6585 §4).
func Unprocessed(code int64) bool {
	switch code {
	case 401, 408, 425, 429:
		return true
	}
	return false
}

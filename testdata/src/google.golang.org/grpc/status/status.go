// Package status is a test stub mirroring google.golang.org/grpc/status.
package status

import "google.golang.org/grpc/codes"

// Status represents an RPC status code, message, and details.
type Status struct {
	code codes.Code
	msg  string
}

// New returns a Status representing c and msg.
func New(c codes.Code, msg string) *Status { return &Status{code: c, msg: msg} }

// Error returns an error representing c and msg.
func Error(c codes.Code, msg string) error { return nil }

// Code returns the status code contained in s.
func (s *Status) Code() codes.Code {
	if s == nil {
		return codes.OK
	}
	return s.code
}

// Message returns the message contained in s.
func (s *Status) Message() string { return s.msg }

// FromError returns a Status representation of err.
func FromError(err error) (s *Status, ok bool) {
	if err == nil {
		return nil, true
	}
	return New(codes.Unknown, err.Error()), false
}

// Convert is a convenience function which removes the need to handle the
// boolean return value from FromError.
func Convert(err error) *Status { s, _ := FromError(err); return s }

// Code returns the Code of the error if it is a Status error or if it wraps a
// Status error.
func Code(err error) codes.Code {
	if err == nil {
		return codes.OK
	}
	return codes.Unknown
}

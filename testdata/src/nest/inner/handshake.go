package inner

import (
	"context"
	"errors"
)

// ErrUnsupported is the server's answer to a mechanism it does not take.
var ErrUnsupported = errors.New("unsupported mechanism")

type handshakeReq struct{ Mech string }

func send(ctx context.Context, r *handshakeReq) ([]string, error) {
	if err := DB.PingContext(ctx); err != nil {
		return nil, err
	}
	return []string{"SCRAM"}, ErrUnsupported
}

// Handshake asks again with another mechanism the server said it
// supports (the shape of franz-go's SASL handshake): a corrective
// re-request, not a retry.
func Handshake(ctx context.Context, mechs []string) error {
	mech, retried := mechs[0], false
	req := &handshakeReq{}
start:
	req.Mech = mech
	supported, err := send(ctx, req)
	if err != nil {
		if !retried && errors.Is(err, ErrUnsupported) {
			for _, m := range mechs[1:] {
				for _, s := range supported {
					if s == m {
						mech, retried = m, true
						goto start
					}
				}
			}
		}
		return err
	}
	return nil
}

// Reconnect sends again once after a failure, unchanged: a retry.
func Reconnect(ctx context.Context) error {
	retried := false
	req := &handshakeReq{Mech: "PLAIN"}
start:
	_, err := send(ctx, req)
	if err != nil && !retried {
		retried = true
		goto start
	}
	return err
}

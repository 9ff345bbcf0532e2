package httpshapes

import (
	"context"
	"net/http"

	"shapes/httpdep/rest"
)

// Widget is what the API keeps.
type Widget struct {
	Name string `json:"name"`
}

// API builds its requests with the project's own wrapper and sends them
// with the wrapper's retrying Do (issue 34, shape 2).
type API struct {
	http    *rest.Client
	careful *rest.Careful
}

// CreateWidget posts through the wrapper: Do re-sends the POST.
func (c *API) CreateWidget(ctx context.Context, w Widget) error {
	req, err := c.http.NewRequest(ctx, "POST", "/widgets", w)
	if err != nil {
		return err
	}
	var out Widget
	return c.http.Do(req, &out) // want `^writeretry: rest\.Client\.Do re-sends POST in its for loop \(\? attempts\) without an idempotency key`
}

// GetWidget reads through the same wrapper.
func (c *API) GetWidget(ctx context.Context, name string) (Widget, error) {
	var out Widget
	req, err := c.http.NewRequest(ctx, http.MethodGet, "/widgets/"+name, nil)
	if err != nil {
		return out, err
	}
	err = c.http.Do(req, &out) // fine: a GET re-sent is safe
	return out, err
}

// ReplaceWidget puts through the same wrapper.
func (c *API) ReplaceWidget(ctx context.Context, w Widget) error {
	req, err := c.http.NewRequest(ctx, http.MethodPut, "/widgets/"+w.Name, w)
	if err != nil {
		return err
	}
	return c.http.Do(req, nil) // fine: PUT is idempotent
}

// CreateCarefully posts through the wrapper whose policy is handed the
// method.
func (c *API) CreateCarefully(ctx context.Context, w Widget) error {
	req, err := c.careful.NewRequest(ctx, http.MethodPost, "/widgets", w)
	if err != nil {
		return err
	}
	return c.careful.Do(req, nil) // fine: its policy re-sends a POST only after a 429, which the server did not process
}

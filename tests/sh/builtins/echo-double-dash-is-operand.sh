echo -- a

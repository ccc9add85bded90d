type for

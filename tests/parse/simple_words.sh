echo hello world

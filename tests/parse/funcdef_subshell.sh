f() (echo sub)

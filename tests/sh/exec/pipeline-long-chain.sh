echo abc | cat | cat | cat | cat | cat | tr b X

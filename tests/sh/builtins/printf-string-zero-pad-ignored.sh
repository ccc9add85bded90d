printf '[%-05d]\n' 3

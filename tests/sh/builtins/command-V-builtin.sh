command -V cd
command -V set

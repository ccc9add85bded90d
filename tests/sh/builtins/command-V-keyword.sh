command -V if

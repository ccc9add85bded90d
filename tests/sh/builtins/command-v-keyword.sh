command -v if
command -v while

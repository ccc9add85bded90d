command -v cd
command -v echo

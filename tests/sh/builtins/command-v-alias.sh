alias ll='ls -l'
command -v ll

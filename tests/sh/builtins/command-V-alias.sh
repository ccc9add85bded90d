alias ll='ls -l'
command -V ll

alias ll='ls -l'
type ll

[ -n "$HOME" ] && echo home-set

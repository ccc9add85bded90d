printf -- '%s\n' x

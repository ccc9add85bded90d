cmd >"$dir"/out.$$ <$(echo in)

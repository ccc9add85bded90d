echo same 1>&1

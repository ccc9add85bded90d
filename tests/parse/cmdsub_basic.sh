echo $(date) $(a; b)

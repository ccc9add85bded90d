echo $( (a) ) $((a) | b)

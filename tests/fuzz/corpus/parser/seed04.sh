! true; false

echo $(( ))

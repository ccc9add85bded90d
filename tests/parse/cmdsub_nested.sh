echo $(echo $(echo $(echo deep)))

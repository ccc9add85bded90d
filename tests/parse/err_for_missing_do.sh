for i in a; echo; done

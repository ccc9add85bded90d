for i do :; done

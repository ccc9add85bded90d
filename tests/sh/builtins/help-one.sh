help cd
help pwd

case x in

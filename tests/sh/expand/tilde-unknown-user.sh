echo ~no_such_user_qz/x

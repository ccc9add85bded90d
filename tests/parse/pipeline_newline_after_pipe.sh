a |

  b

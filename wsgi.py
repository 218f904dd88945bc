from referee.web import create_app
from referee.web.pdf import warm_in_background

app = create_app()
warm_in_background()  # the documents' first print, at start

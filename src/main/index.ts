import { startApp } from './app/main'

startApp(__dirname)

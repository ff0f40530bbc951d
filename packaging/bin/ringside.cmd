@echo off
rem The `ringside` command of an installed Ringside (Windows): runs the command-line tool on the app's own
rem runtime, Electron in Node mode. Add this folder to the PATH to type `ringside` anywhere.
setlocal
set ELECTRON_RUN_AS_NODE=1
"%~dp0..\..\Ringside.exe" "%~dp0..\app.asar\bin\ringside.cjs" %*
exit /b %ERRORLEVEL%
